import { createInstanceBalancer } from './instance-balancer';
import { discoverInstances, type AddressLookup } from './dns-discovery';

const nextTurn = () => new Promise((resolve) => setTimeout(resolve, 30));

describe('DNS discovery of instances', () => {
  it('expands a name to one URL per address and follows the addresses as tasks come and go', async () => {
    let addresses = ['10.0.1.7', '10.0.1.5'];
    const lookupAddresses: AddressLookup = async () => addresses;
    const discovery = discoverInstances(['http://tasks.content:4002', 'http://192.168.0.9:4002'], {
      intervalMs: 10,
      lookupAddresses,
    });
    // A balancer made before the first lookup sees every later change: the list is changed in place.
    const balancer = createInstanceBalancer(discovery.urls, () => true);
    await discovery.ready;
    expect(discovery.urls).toEqual([
      'http://10.0.1.5:4002',
      'http://10.0.1.7:4002',
      'http://192.168.0.9:4002',
    ]);

    addresses = ['10.0.1.5', '10.0.1.8', '10.0.1.9'];
    await nextTurn();
    expect(discovery.urls).toEqual([
      'http://10.0.1.5:4002',
      'http://10.0.1.8:4002',
      'http://10.0.1.9:4002',
      'http://192.168.0.9:4002',
    ]);
    const chosen = new Set(Array.from({ length: 8 }, () => balancer.next()));
    discovery.stop();
    expect(chosen).toEqual(new Set(discovery.urls));
  });

  it('keeps the addresses last seen when a lookup fails, and the name when it no longer exists', async () => {
    let answer: () => Promise<string[]> = async () => ['10.0.2.3'];
    const changes: string[][] = [];
    const discovery = discoverInstances(['http://tasks.auth:4001'], {
      intervalMs: 10,
      lookupAddresses: () => answer(),
    });
    discovery.onChange((urls) => changes.push([...urls]));
    await discovery.ready;
    answer = () => Promise.reject(Object.assign(new Error('timeout'), { code: 'ETIMEOUT' }));
    await nextTurn();
    expect(discovery.urls).toEqual(['http://10.0.2.3:4001']);
    answer = () => Promise.reject(Object.assign(new Error('gone'), { code: 'ENOTFOUND' }));
    await nextTurn();
    discovery.stop();
    expect(discovery.urls).toEqual(['http://tasks.auth:4001']);
    expect(changes).toEqual([['http://10.0.2.3:4001'], ['http://tasks.auth:4001']]);
  });
});
