import { api } from "#core/api";
import { cataloguePage, cataloguePagePath } from "#core/catalogue-filters";
import { CATALOGUE_PART_SIZE } from "#core/catalogue-parts";
import { relatedPieces } from "#core/related-pieces";
import { cataloguePageQuerySchema } from "#core/schemas/catalogue-page";
import { featuredOrderSchema } from "#core/schemas/featured-order";
import { jewelryInputSchema, jewelryPatchSchema, pairingIssue } from "#core/schemas/jewelry";
import { jewelryChangesQuerySchema } from "#core/schemas/jewelry-changes";
import { HttpError, notFound, refuse } from "../../http/errors";
import { readJson, readQuery } from "../../http/read-body";
import type { RouteContext } from "../route-context";

const itemNotFound = () => notFound("Jewelry item not found");

export function registerJewelryRoutes({ route, repos, cache, audit }: RouteContext) {
  /** Refuses pieces to pair with that only the catalogue can tell are wrong, under the field's path. */
  const checkPairs = (id: string | null, pairsWith: readonly string[] | undefined) => {
    const issue = pairsWith && pairingIssue(id, pairsWith, repos.jewelry.exists);
    if (issue)
      throw new HttpError(400, issue.message, {
        issues: [{ path: "pairsWith", message: issue.message, check: { check: issue.check } }],
      });
  };

  // Registered before /api/jewelry/:id so "featured", "changes" and "page" are never read as ids.
  route(api.listFeaturedJewelry, (c) =>
    cache.respond(c, "jewelry:featured", () => repos.jewelry.listFeatured()),
  );

  route(api.orderFeaturedJewelry, async (c) => {
    const { ids } = await readJson(c, featuredOrderSchema);
    if (!repos.jewelry.orderFeatured(ids)) throw refuse("featuredOrderStale");
    const featured = repos.jewelry.listFeatured();
    const first = featured[0];
    if (first) audit(c, "jewelry.featured-ordered", { type: "jewelry", id: first._id, name: first.name });
    return c.json(featured);
  });

  route(api.listJewelry, (c) => cache.respond(c, "jewelry:all", () => repos.jewelry.list()));

  route(api.jewelryChanges, (c) => {
    const { since, after, limit } = readQuery(c, jewelryChangesQuerySchema);
    return cache.respond(c, changesKey(since, after, limit), () =>
      repos.jewelry.changesSince(since, { after, limit }),
    );
  });

  /**
   * What an answer of changes is kept under, named by what it depends on; null for a query no device
   * makes, answered without being kept, so made-up queries cannot fill the server's memory.
   */
  const changesKey = (since: string | undefined, after: string | undefined, limit: number): string | null => {
    // Changes since a cursor the log reaches: they alone make the answer, whatever part was asked.
    if (since !== undefined && repos.jewelry.knowsCursor(since)) return `jewelry:changes:${since}`;
    // Otherwise the whole catalogue (an unknown cursor's answer is the same as none), part by part.
    const devicePart = limit === CATALOGUE_PART_SIZE;
    const fromAnItem = after === undefined || repos.jewelry.exists(after);
    return devicePart && fromAnItem ? `jewelry:changes:whole:${after ?? ""}` : null;
  };

  route(api.jewelryPage, (c) => {
    const { page, ...filters } = readQuery(c, cataloguePageQuerySchema);
    return cache.respond(c, `jewelry:page:${cataloguePagePath(filters, page)}`, () =>
      cataloguePage(repos.jewelry.list(), filters, page),
    );
  });

  route(api.getJewelry, (c) => {
    const id = c.req.param("id") ?? "";
    return cache.respond(c, `jewelry:${id}`, () => {
      const item = repos.jewelry.find(id);
      if (!item) throw itemNotFound();
      return item;
    });
  });

  // After /api/jewelry/:id's siblings above; its own path has one more part, so no id is read as it.
  route(api.relatedJewelry, (c) => {
    const id = c.req.param("id") ?? "";
    return cache.respond(c, `jewelry:related:${id}`, () => {
      const item = repos.jewelry.find(id);
      if (!item) throw itemNotFound();
      return relatedPieces(item, repos.jewelry.list());
    });
  });

  route(api.createJewelry, async (c) => {
    const input = await readJson(c, jewelryInputSchema);
    checkPairs(null, input.pairsWith);
    const item = repos.jewelry.create(input);
    audit(c, "jewelry.created", { type: "jewelry", id: item._id, name: item.name });
    return c.json(item, 201);
  });

  route(api.updateJewelry, async (c) => {
    const patch = await readJson(c, jewelryPatchSchema);
    const id = c.req.param("id") ?? "";
    if (!repos.jewelry.exists(id)) throw itemNotFound();
    checkPairs(id, patch.pairsWith);
    const item = repos.jewelry.update(id, patch);
    if (!item) throw itemNotFound();
    audit(c, "jewelry.updated", { type: "jewelry", id: item._id, name: item.name });
    return c.json(item);
  });

  route(api.deleteJewelry, (c) => {
    const item = repos.jewelry.remove(c.req.param("id") ?? "");
    if (!item) throw itemNotFound();
    audit(c, "jewelry.deleted", { type: "jewelry", id: item._id, name: item.name });
    return c.json({ deleted: true, _id: item._id });
  });
}
