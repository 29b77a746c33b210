// The editor's publish state: the API's status, with Published split into "now" and "scheduled" (PUBLISHED with a
// publishOn ahead, docs/catalog.md); a scheduled date is typed in the website's time zone.
import { instantOfWallClock } from '../../../../domain/zoned-time.ts';
import type { PublishStatus } from '../generated/graphql.ts';

export type PublishChoice = 'PUBLISHED' | 'SCHEDULED' | 'DRAFT' | 'NEEDS_REVIEW' | 'PRIVATE';

export const PUBLISH_CHOICES: { value: PublishChoice; label: string }[] = [
  { value: 'PUBLISHED', label: 'Published now' },
  { value: 'SCHEDULED', label: 'Scheduled' },
  { value: 'DRAFT', label: 'Draft' },
  { value: 'NEEDS_REVIEW', label: 'Needs review' },
  { value: 'PRIVATE', label: 'Private' },
];

export function choiceOf(p: { status: PublishStatus; publishOn: string }): PublishChoice {
  if (p.status === 'PUBLISHED' && new Date(p.publishOn).getTime() > Date.now()) return 'SCHEDULED';
  return p.status;
}

/** The status and publishOn to send (`when` is the date typed, in `timeZone`), or the mistake to show next to the date. */
export function publishInput(
  choice: PublishChoice,
  when: string,
  timeZone: string,
  currentPublishOn?: string,
): { status: PublishStatus; publishOn?: string } | { error: string } {
  if (choice === 'SCHEDULED') {
    const publishOn = instantOfWallClock(when, timeZone);
    if (!publishOn || new Date(publishOn).getTime() <= Date.now())
      return { error: 'Choose a date and time ahead to schedule the product.' };
    return { status: 'PUBLISHED', publishOn };
  }
  if (choice === 'PUBLISHED') {
    const ahead = currentPublishOn && new Date(currentPublishOn).getTime() > Date.now();
    return ahead || !currentPublishOn ? { status: 'PUBLISHED', publishOn: new Date().toISOString() } : { status: 'PUBLISHED' };
  }
  return { status: choice };
}
