import { describe, expect, it } from '@jest/globals';
import { createUser } from '../../../shared/test/fixtures.ts';
import { currentUserLoaded, signedIn, signedOut } from 'shared';
import { keepAdFreeHint } from './ad-free-hint.ts';

const member = createUser({ id: 9, is_paid_member: true });

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
