// The account holder signed in on this website (an owner or team member), as the OwnerInfo cookie the server keeps in
// step with their session says (domain/owner-info.ts). Read afresh each time: owners sign in and out in the console,
// another page of the same site.
import { OWNER_INFO_COOKIE, type OwnerInfo, parseOwnerInfo } from '../../../domain/owner-info.ts';
import { readCookie } from './cookies.ts';

export function signedInOwner(): OwnerInfo | null {
  return parseOwnerInfo(readCookie(OWNER_INFO_COOKIE));
}
