import { rankPersonalRecommendations, type TechniqueEvidence } from './personal-recommendations';

const evidence = (
  techniqueId: string,
  ratings: number[],
  completions = ratings.length,
): TechniqueEvidence => ({
  techniqueId,
  ratingSum: ratings.reduce((sum, rating) => sum + rating, 0),
  ratingCount: ratings.length,
  completions,
});

describe('"What helped you before"', () => {
  it('puts what the user rated as helping first, best average first', () => {
    const ranked = rankPersonalRecommendations(
      [evidence('breath-loop', [4, 5]), evidence('body-scan', [5]), evidence('brain-dump', [4])],
      [],
    );
    expect(ranked).toEqual([
      { techniqueId: 'body-scan', reason: { kind: 'rated', averageRating: 5, ratings: 1 } },
      { techniqueId: 'breath-loop', reason: { kind: 'rated', averageRating: 4.5, ratings: 2 } },
      { techniqueId: 'brain-dump', reason: { kind: 'rated', averageRating: 4, ratings: 1 } },
    ]);
  });

  it('then what they keep finishing without rating it, then popular ones to fill the row', () => {
    const ranked = rankPersonalRecommendations(
      [evidence('breath-loop', [5]), evidence('stop-technique', [], 4), evidence('wall-push', [], 1)],
      [
        { techniqueId: 'breath-loop', people: 9 },
        { techniqueId: 'grounding-5-4-3-2-1', people: 7 },
      ],
    );
    expect(ranked.map((item) => [item.techniqueId, item.reason.kind])).toEqual([
      ['breath-loop', 'rated'],
      ['stop-technique', 'completed'],
      ['grounding-5-4-3-2-1', 'popular'],
    ]);
  });

  it('falls back to popular techniques when there is no data of their own', () => {
    expect(
      rankPersonalRecommendations(
        [],
        [
          { techniqueId: 'a', people: 2 },
          { techniqueId: 'b', people: 5 },
        ],
      ),
    ).toEqual([
      { techniqueId: 'b', reason: { kind: 'popular', people: 5 } },
      { techniqueId: 'a', reason: { kind: 'popular', people: 2 } },
    ]);
  });

  it('never suggests what the user said did not help, not even as popular', () => {
    const ranked = rankPersonalRecommendations(
      [evidence('breath-loop', [1, 2], 6)],
      [{ techniqueId: 'breath-loop', people: 50 }],
    );
    expect(ranked).toEqual([]);
  });

  it('shows at most three', () => {
    const own = ['a', 'b', 'c', 'd'].map((id) => evidence(id, [5]));
    expect(rankPersonalRecommendations(own, [])).toHaveLength(3);
  });
});
