import ipaddr from 'ipaddr.js';

/** 127.0.0.0/8 and ::1, also written as IPv4-mapped IPv6 (`::ffff:127.0.0.1`, as a dual-stack socket reports it). */
export function isLoopbackAddress(address: string): boolean {
  return ipaddr.isValid(address) && ipaddr.process(address).range() === 'loopback';
}

/**
 * An address on the public internet, the only kind the server connects to for a user: not loopback,
 * private, link-local (with the cloud metadata address 169.254.169.254), CGNAT, unique-local (with
 * fd00:ec2::254), multicast, unspecified, broadcast or reserved, and no IPv4 address wrapped in IPv6
 * (mapped, 6to4, Teredo, NAT64), which could hide any of those.
 */
export function isPublicAddress(address: string): boolean {
  return ipaddr.isValid(address) && ipaddr.parse(address).range() === 'unicast';
}
