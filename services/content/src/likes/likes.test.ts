import request from 'supertest';
import { testDialects } from '@steady/service-common/testing';
import { startContentTestApp, type ContentTestApp } from '../testing/content-test-app';

describe.each(testDialects())('the likes API on %s', (dialect) => {
  let content: ContentTestApp;
  let ann: string;
  let ben: string;

  beforeEach(async () => {
    content = await startContentTestApp(dialect);
    [ann, ben] = await Promise.all([content.authorization('ann'), content.authorization('ben')]);
  });
  afterEach(() => content.dispose());

  const like = (authorization: string, id: string) =>
    request(content.app).post(`/api/like/techniques/${id}/like`).set('Authorization', authorization);
  const unlike = (authorization: string, id: string) =>
    request(content.app).delete(`/api/like/techniques/${id}/like`).set('Authorization', authorization);
  const likedBy = (authorization: string) =>
    request(content.app).get('/api/like/techniques/liked').set('Authorization', authorization);

  it('likes a technique, counts it, lists it for the user and unlikes it', async () => {
    expect((await like(ann, 'breath-loop').expect(200)).body).toEqual({
      techniqueId: 'breath-loop',
      liked: true,
      likes: 1,
    });
    expect((await like(ben, 'breath-loop').expect(200)).body.likes).toBe(2);
    expect((await likedBy(ann).expect(200)).body).toEqual(['breath-loop']);

    expect((await unlike(ann, 'breath-loop').expect(200)).body).toEqual({
      techniqueId: 'breath-loop',
      liked: false,
      likes: 1,
    });
    expect((await likedBy(ann).expect(200)).body).toEqual([]);
    expect((await likedBy(ben).expect(200)).body).toEqual(['breath-loop']);
  });

  it('is idempotent: liking twice keeps one like, unliking twice is fine', async () => {
    await like(ann, 'grounding-5-4-3-2-1').expect(200);
    expect((await like(ann, 'grounding-5-4-3-2-1').expect(200)).body.likes).toBe(1);
    await unlike(ann, 'grounding-5-4-3-2-1').expect(200);
    expect((await unlike(ann, 'grounding-5-4-3-2-1').expect(200)).body).toMatchObject({
      liked: false,
      likes: 0,
    });
  });

  it('does not undo a later unlike when an earlier like is retried with its Idempotency-Key', async () => {
    await like(ann, 'breath-loop').set('Idempotency-Key', 'like-breath-loop-1').expect(200);
    await unlike(ann, 'breath-loop').set('Idempotency-Key', 'unlike-breath-loop-1').expect(200);
    const retried = await like(ann, 'breath-loop').set('Idempotency-Key', 'like-breath-loop-1').expect(200);
    expect(retried.headers['idempotent-replayed']).toBe('true');
    expect((await likedBy(ann).expect(200)).body).toEqual([]);
  });

  it('lists liked techniques most recent first', async () => {
    await like(ann, 'breath-loop').expect(200);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await like(ann, 'physiological-sigh').expect(200);
    expect((await likedBy(ann).expect(200)).body).toEqual(['physiological-sigh', 'breath-loop']);
  });

  it('shows like counts in the mood content', async () => {
    await like(ann, 'breath-loop').expect(200);
    await like(ben, 'breath-loop').expect(200);
    const response = await request(content.app).get('/api/content/anxiety').expect(200);
    const breathLoop = response.body.app_techniques.find(
      (entry: { id: string }) => entry.id === 'breath-loop',
    );
    expect(breathLoop.likes).toBe('2');
  });

  it('answers 404 for a technique that does not exist', async () => {
    const response = await like(ann, 'no-such-technique').expect(404);
    expect(response.body.error).toEqual({
      code: 'not_found',
      reason: 'unknown_technique',
      message: 'There is no technique "no-such-technique".',
    });
    await unlike(ann, 'no-such-technique').expect(404);
  });

  it('answers 400 for an id that is too long', async () => {
    await like(ann, 'a'.repeat(101)).expect(400);
  });

  it('needs a signed-in user to like, unlike or list likes (spec §5)', async () => {
    await request(content.app).post('/api/like/techniques/breath-loop/like').expect(401);
    await request(content.app).delete('/api/like/techniques/breath-loop/like').expect(401);
    await request(content.app).get('/api/like/techniques/liked').expect(401);
    await like('Bearer forged', 'breath-loop').expect(401);
  });

  describe('POST /api/like/techniques/likes', () => {
    it('maps every id asked for to its count, 0 when nobody likes it', async () => {
      await like(ann, 'breath-loop').expect(200);
      await like(ben, 'breath-loop').expect(200);
      await like(ben, 'physiological-sigh').expect(200);
      const response = await request(content.app)
        .post('/api/like/techniques/likes')
        .send({ ids: ['breath-loop', 'physiological-sigh', 'box-breathing', 'breath-loop'] })
        .expect(200);
      expect(response.body).toEqual({ 'breath-loop': 2, 'physiological-sigh': 1, 'box-breathing': 0 });
    });

    it.each([
      ['no body', undefined],
      ['ids missing', {}],
      ['ids not a list', { ids: 'breath-loop' }],
      ['an empty list', { ids: [] }],
      ['a number among the ids', { ids: [1] }],
      ['more than 100 ids', { ids: Array.from({ length: 101 }, (_, index) => `t${index}`) }],
    ])('answers 400 for %s', async (_, body) => {
      const response = await request(content.app).post('/api/like/techniques/likes').send(body).expect(400);
      expect(response.body.error.code).toBe('validation_failed');
    });

    it('answers 400 for malformed JSON', async () => {
      await request(content.app)
        .post('/api/like/techniques/likes')
        .set('content-type', 'application/json')
        .send('{"ids": [')
        .expect(400);
    });
  });
});
