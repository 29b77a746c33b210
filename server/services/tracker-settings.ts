// The website's outbound trackers (domain/trackers.ts), changed by owners with settings:write and recorded in the
// audit trail (before and after: the ids are public, pages carry them); the website cache drops the old values, and
// with them the pages' Content-Security-Policy.
import { changedTrackers, type TrackerInput, type TrackerSettings, trackerSettings } from '../../domain/trackers.ts';
import { type OwnerContext, recordChanges } from './audit.ts';
import { fail, Refused, type Result } from './user-errors.ts';

export async function updateTrackerSettings(ctx: OwnerContext, input: TrackerInput): Promise<Result<{ trackers: TrackerSettings }>> {
  let trackers: TrackerSettings;
  try {
    trackers = await ctx.db.$transaction(async (tx) => {
      const row = await tx.website.findUniqueOrThrow({ where: { id: ctx.website.id }, select: { trackers: true } });
      const before = trackerSettings(row.trackers);
      const change = changedTrackers(before, input);
      if (!change.ok) throw new Refused(fail('INVALID_INPUT', change.message, `input.${change.field}`));
      if (JSON.stringify(before) === JSON.stringify(change.settings)) return before;
      await tx.website.update({ where: { id: ctx.website.id }, data: { trackers: change.settings } });
      await recordChanges(tx, ctx, [
        { action: 'settings.trackers', entityType: 'Website', entityId: ctx.website.id, before, after: change.settings },
      ]);
      return change.settings;
    });
  } catch (err) {
    if (err instanceof Refused) return err.refusal;
    throw err;
  }
  ctx.events.changed([{ websiteId: ctx.website.id, typename: 'Website', id: ctx.website.id }]);
  return { ok: true, trackers };
}
