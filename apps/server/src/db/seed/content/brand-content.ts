import type { Brand } from '@patron/contracts';
import { ballyContent } from './bally';
import type { BrandContent } from './content-types';
import { coyoteContent } from './coyote';
import { eliteContent } from './elite';
import { littleCreekContent } from './little-creek';
import { naskilaContent } from './naskila';
import { offercraftContent } from './offercraft';
import { rwlvContent } from './rwlv';
import { southlandContent } from './southland';
import { tpContent } from './tp';

const CONTENT: Record<Brand, () => BrandContent> = {
  tp: tpContent,
  elite: eliteContent,
  coyote: coyoteContent,
  bally: ballyContent,
  rwlv: rwlvContent,
  southland: southlandContent,
  offercraft: offercraftContent,
  naskila: naskilaContent,
  'little-creek': littleCreekContent,
};

/** Each brand's places and news feed, in its own voice. */
export function brandContent(brand: Brand): BrandContent {
  return CONTENT[brand]();
}
