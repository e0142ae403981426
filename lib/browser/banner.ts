/** Spec §2/§9: the announcement banner shows within 50 px of the top or while scrolling up. */
export const BANNER_TOP_ZONE_PX = 50;

export function isBannerVisible(previousY: number, currentY: number, wasVisible: boolean): boolean {
  if (currentY <= BANNER_TOP_ZONE_PX) return true;
  if (currentY < previousY) return true;
  if (currentY > previousY) return false;
  return wasVisible;
}
