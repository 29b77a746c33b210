// The spec's template helpers (§5 "Template helpers") in place of the engine's formatters and predicates of the same
// names, each running the one rule in domain/: website-color, color-weight, the image-size formatters, excerpt? and
// same-day?. What each changes from the engine: docs/templates.md. Like every formatter, they run within the render's
// bounds (bounded-engine.ts).
import {
  type Context,
  Formatter,
  MISSING_NODE,
  type Node,
  PredicatePlugin,
  SquarespaceThumbnailForWidthFormatter,
  Type,
  type Variable,
} from '@squarespace/template-engine';
import { hslColor, isLightColor, parseHexColor } from '../../../domain/colors.ts';
import { parseOriginalSize } from '../../../domain/image.ts';
import { hasExcerpt, type ImageSide, resizedImageSide } from '../../../domain/template-text.ts';
import { isSameDay } from '../../../domain/time-text.ts';

/** The time zone the engine's date formatters write in: the website's, else New York. */
const ENGINE_DEFAULT_TIME_ZONE = 'America/New_York';

const absent = (node: Node) => node.type === Type.MISSING || node.type === Type.NULL;
const numberOrNull = (node: Node) => (absent(node) ? null : node.asNumber());

/** `{colors.accent|website-color}`: {hue, saturation, lightness, alpha?} as a CSS colour, or the spec's messages. */
class WebsiteColorFormatter extends Formatter {
  apply(_args: string[], vars: Variable[]): void {
    const node = vars[0].node;
    const [h, s, l, a] = ['hue', 'saturation', 'lightness', 'alpha'].map((name) => numberOrNull(node.get(name)));
    const color = hslColor({ h, s, l, a });
    vars[0].set(color.ok ? color.css : color.message);
  }
}

/** `{color|color-weight}`: 'light' or 'dark' for a hex colour of 3 or 6 digits; nothing for anything else. */
class ColorWeightFormatter extends Formatter {
  apply(_args: string[], vars: Variable[]): void {
    const rgb = parseHexColor(vars[0].node.asString());
    vars[0].set(rgb ? (isLightColor(rgb) ? 'light' : 'dark') : MISSING_NODE);
  }
}

/** `{originalSize|resizedHeightForWidth 300}` (the height at 300 wide) and `resizedWidthForHeight` (the width at a
 * height), or the spec's message when originalSize is not 'WxH'. */
class ResizedSideFormatter extends Formatter {
  constructor(private readonly side: ImageSide) {
    super();
  }

  apply(args: string[], vars: Variable[]): void {
    const resized = resizedImageSide(vars[0].node.asString(), this.side, Number.parseInt(args[0], 10));
    vars[0].set(resized.ok ? resized.pixels : resized.message);
  }
}

/** `{originalSize|squarespaceThumbnailForHeight 400}`: the engine's size name ('750w') for the width at that height. */
class ThumbnailForHeightFormatter extends Formatter {
  private readonly forWidth = new SquarespaceThumbnailForWidthFormatter();

  apply(args: string[], vars: Variable[], ctx: Context): void {
    const width = resizedImageSide(vars[0].node.asString(), 'width', Number.parseInt(args[0], 10));
    if (width.ok) this.forWidth.apply([String(width.pixels)], vars, ctx);
    else vars[0].set(width.message);
  }
}

/** `{originalSize|width}` and `{originalSize|height}`: one side of 'WxH'; nothing for anything else. */
class OriginalSideFormatter extends Formatter {
  constructor(private readonly side: ImageSide) {
    super();
  }

  apply(_args: string[], vars: Variable[]): void {
    const size = parseOriginalSize(vars[0].node.asString());
    vars[0].set(size ? size[this.side] : MISSING_NODE);
  }
}

/** `{.excerpt?}`: the item's excerpt (its html, or the excerpt itself when text) has text once tags are removed. */
class ExcerptPredicate extends PredicatePlugin {
  apply(_args: string[], ctx: Context): boolean {
    const excerpt = ctx.node().get('excerpt');
    const html = excerpt.get('html');
    if (html.type === Type.STRING) return hasExcerpt(html.asString());
    return excerpt.type === Type.STRING && hasExcerpt(excerpt.asString());
  }
}

/** `{.same-day?}`: the item's startDate and endDate (epoch milliseconds) fall on one day of the website's clocks. */
class SameDayPredicate extends PredicatePlugin {
  apply(_args: string[], ctx: Context): boolean {
    const node = ctx.node();
    const [start, end] = [node.get('startDate'), node.get('endDate')].map((d) => new Date(numberOrNull(d) ?? Number.NaN));
    const zone = ctx.resolve(['website', 'timeZone']);
    return isSameDay(start, end, absent(zone) ? ENGINE_DEFAULT_TIME_ZONE : zone.asString());
  }
}

export const HELPER_FORMATTERS = {
  'website-color': new WebsiteColorFormatter(),
  'color-weight': new ColorWeightFormatter(),
  resizedHeightForWidth: new ResizedSideFormatter('height'),
  resizedWidthForHeight: new ResizedSideFormatter('width'),
  squarespaceThumbnailForHeight: new ThumbnailForHeightFormatter(),
  width: new OriginalSideFormatter('width'),
  height: new OriginalSideFormatter('height'),
};

export const HELPER_PREDICATES = {
  'excerpt?': new ExcerptPredicate(),
  'same-day?': new SameDayPredicate(),
};
