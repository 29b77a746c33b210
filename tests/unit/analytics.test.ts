// Analytics vocabulary (spec §2, §6): what is never counted, and how hits are reduced before they are stored.
import { describe, expect, it } from 'vitest';
import {
  countedPath,
  deviceTypeOf,
  isConfigPath,
  isSearchPath,
  referrerHost,
  skipsAccountHolder,
  UNCOUNTED_PAGE_TYPES,
} from '../../domain/analytics.ts';
import { RoleCode } from '../../domain/permissions.ts';
import { PageType } from '../../domain/site-structure.ts';

describe('analytics skip rules (spec §6)', () => {
  it('not-found, lock-screen and member-area-access-denied pages are never counted', () => {
    expect([...UNCOUNTED_PAGE_TYPES].sort()).toEqual([PageType.NOT_FOUND, PageType.LOCK_SCREEN, PageType.MEMBER_AREA_ACCESS_DENIED].sort());
  });
  it('site search page views are not counted', () => {
    expect(isSearchPath('/search')).toBe(true);
    expect(isSearchPath('/search/')).toBe(true);
    expect(isSearchPath('/searching')).toBe(false);
  });
  it('the console path pattern is /config', () => {
    expect(isConfigPath('/config')).toBe(true);
    expect(isConfigPath('/config/orders')).toBe(true);
    expect(isConfigPath('/configure')).toBe(false);
  });
});

describe('analytics hits are skipped for authenticated account holders, except users whose only website role is viewer outside config pages', () => {
  it('a visitor holding no role on the website is counted', () => {
    expect(skipsAccountHolder(null, '/shop')).toBe(false);
    expect(skipsAccountHolder(null, '/config')).toBe(false);
  });
  it('an account holder of any role but viewer is skipped everywhere', () => {
    for (const role of Object.values(RoleCode).filter((r) => r !== RoleCode.VIEWER)) {
      expect(skipsAccountHolder(role, '/shop')).toBe(true);
      expect(skipsAccountHolder(role, '/config/orders')).toBe(true);
    }
  });
  it('a viewer is counted outside the console’s pages and skipped on them', () => {
    expect(skipsAccountHolder(RoleCode.VIEWER, '/')).toBe(false);
    expect(skipsAccountHolder(RoleCode.VIEWER, '/configure')).toBe(false);
    expect(skipsAccountHolder(RoleCode.VIEWER, '/config')).toBe(true);
    expect(skipsAccountHolder(RoleCode.VIEWER, '/config/analytics')).toBe(true);
  });
});

describe('what a hit is reduced to', () => {
  it('a device class from the user agent', () => {
    expect(deviceTypeOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148')).toBe('mobile');
    expect(deviceTypeOf('Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36')).toBe('mobile');
    expect(deviceTypeOf('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)')).toBe('tablet');
    expect(deviceTypeOf('Mozilla/5.0 (Linux; Android 14; SM-X700) Safari/537.36')).toBe('tablet');
    expect(deviceTypeOf('Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/140.0')).toBe('desktop');
  });
  it('the referring host, without www, and none for the site itself or non-web links', () => {
    expect(referrerHost('https://www.google.com/search?q=x', 'shop.example')).toBe('google.com');
    expect(referrerHost('https://shop.example/cart', 'shop.example')).toBeNull();
    expect(referrerHost('android-app://com.google', 'shop.example')).toBeNull();
    expect(referrerHost('', 'shop.example')).toBeNull();
  });
  it('a path without query or fragment, at most 200 characters', () => {
    expect(countedPath('https://shop.example/shop/tee?utm=x#top')).toBe('/shop/tee');
    expect(countedPath('shop')).toBe('/shop');
    expect(countedPath(`/${'a'.repeat(300)}`)).toHaveLength(200);
  });
  it("an order's private status link is counted without its token", () => {
    expect(countedPath('https://shop.example/orders/s3cr3t-t0ken')).toBe('/orders/:token');
  });
});
