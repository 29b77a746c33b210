// Videos from Vimeo (spec §5 'Vimeo Basic accounts are unsupported'): Vimeo's oembed answer names the kind of account
// that owns the video (`account_type`: basic, plus, pro, business, …); a video of a Basic account is refused.
import { VIMEO_BASIC_MESSAGE } from './editing-messages.ts';

export type VideoOembed = { providerName?: string; accountType?: string };

/** Why a video with this oembed cannot be used, or null. */
export function videoAccountProblem(oembed: VideoOembed | undefined): string | null {
  const vimeo = oembed?.providerName?.trim().toLowerCase() === 'vimeo';
  return vimeo && oembed?.accountType?.trim().toLowerCase() === 'basic' ? VIMEO_BASIC_MESSAGE : null;
}
