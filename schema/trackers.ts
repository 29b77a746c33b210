// The website's outbound trackers (domain/trackers.ts, docs/api.md "Outbound trackers"): public on Website (pages
// carry the ids anyway), changed with settings:write.
import { TRACKER_MESSAGES, type TrackerSettings, trackerSettings } from '../domain/trackers.ts';
import { updateTrackerSettings } from '../server/services/tracker-settings.ts';
import { builder } from './builder.ts';
import { payloadRef } from './payload.ts';

const TrackerSettingsRef = builder.objectRef<TrackerSettings>('TrackerSettings').implement({
  description: 'Outbound trackers the owner switched on; none loads before the shopper consents, and none without its id (null: off).',
  fields: (t) => ({
    shoppingTrackerId: t.exposeString('shoppingTrackerId', {
      nullable: true,
      description: 'Google Analytics 4 measurement id (G-…): receives product views, list views, cart adds, removals and cart views.',
    }),
    socialPixelId: t.exposeString('socialPixelId', {
      nullable: true,
      description: 'Meta pixel id: add to cart, search, lead, view content and registration.',
    }),
    clickCollectorUrl: t.exposeString('clickCollectorUrl', {
      nullable: true,
      description: 'https:// address interface clicks are posted to (JSON, batched).',
    }),
  }),
});

builder.prismaObjectFields('Website', (t) => ({
  trackers: t.field({ type: TrackerSettingsRef, select: { trackers: true }, resolve: (w) => trackerSettings(w.trackers) }),
}));

const TrackerSettingsInput = builder.inputType('TrackerSettingsInput', {
  description: 'Absent fields stay as they are; null or "" switches one off.',
  fields: (t) => ({
    shoppingTrackerId: t.string({ description: TRACKER_MESSAGES.shoppingTrackerId }),
    socialPixelId: t.string({ description: TRACKER_MESSAGES.socialPixelId }),
    clickCollectorUrl: t.string({ description: TRACKER_MESSAGES.clickCollectorUrl }),
  }),
});

const TrackerSettingsPayload = payloadRef('TrackerSettingsPayload', 'trackers', TrackerSettingsRef);

builder.mutationField('updateTrackerSettings', (t) =>
  t.field({
    type: TrackerSettingsPayload,
    authScopes: { can: 'settings:write' },
    args: { input: t.arg({ type: TrackerSettingsInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const result = await updateTrackerSettings(ctx, input);
      return result.ok ? { trackers: result.trackers, userErrors: [] } : { trackers: null, userErrors: result.userErrors };
    },
  }),
);
