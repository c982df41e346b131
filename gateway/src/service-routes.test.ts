import { requestPath } from './service-routes';

describe('the path a request is routed by', () => {
  it('is the target without its query', () => {
    expect(requestPath('/api/content/anxiety?lang=ru&next=/api/auth')).toBe('/api/content/anxiety');
    expect(requestPath('/api/subscription/plan')).toBe('/api/subscription/plan');
  });

  it('is the path of an absolute-form target, as Express reads it', () => {
    expect(requestPath('http://steady.example/api/auth/me?x=1')).toBe('/api/auth/me');
  });

  it('is absent for a target that is no URL, which then goes to the rest of the app', () => {
    expect(requestPath('*')).toBeUndefined();
  });
});
