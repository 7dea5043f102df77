import { endpoints } from "#core/endpoints";
import { refreshResource } from "../../data/resources";

/** Visitors' copies on this device (list, featured) catch up at once; a failure only means later. */
export function refreshPublicCopies(): void {
  refreshResource(endpoints.listJewelry.path).catch(() => {});
  refreshResource(endpoints.listFeaturedJewelry.path).catch(() => {});
}
