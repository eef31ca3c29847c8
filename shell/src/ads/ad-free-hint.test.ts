import { describe, expect, it } from '@jest/globals';
import type { CurrentUser } from 'contracts';
import { currentUserLoaded, signedIn, signedOut } from 'shared';
import { keepAdFreeHint } from './ad-free-hint.ts';

const member: CurrentUser = {
  id: 9,
  first_name: 'Ana',
  last_name: 'Ruiz',
  email: 'ana@example.com',
  mobile_no: null,
  is_paid_member: true,
  is_staff: false,
  date_joined: '2026-11-01T10:00:00.000Z',
  avatar_url: null,
};

describe('the ad-free hint cookie', () => {
  it('is set while a paid member is signed in and removed when they sign out or lose membership', () => {
    signedOut();
    keepAdFreeHint();
    expect(document.cookie).not.toContain('ad_free');

    signedIn({ access: 'a', refresh: 'r' }, member);
    expect(document.cookie).toContain('ad_free=1');

    currentUserLoaded({ ...member, is_paid_member: false });
    expect(document.cookie).not.toContain('ad_free');

    currentUserLoaded(member);
    expect(document.cookie).toContain('ad_free=1');
    signedOut();
    expect(document.cookie).not.toContain('ad_free');
  });
});
