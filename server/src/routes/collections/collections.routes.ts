import type { Context } from "hono";
import { api } from "#core/api";
import { isShown } from "#core/collection-rules";
import { collectionInputSchema, type NewCollection } from "#core/schemas/collection";
import type { AppEnv } from "../../app-env";
import { notFound, refuse } from "../../http/errors";
import { readJson } from "../../http/read-body";
import type { RouteContext } from "../route-context";

const collectionNotFound = () => notFound("Collection not found");

export function registerCollectionRoutes({ route, repos, cache, audit }: RouteContext) {
  /** The collection as sent, once its address is free and each of its pieces is in the catalogue. */
  const readCollection = async (c: Context<AppEnv>, id?: string): Promise<NewCollection> => {
    const input = await readJson(c, collectionInputSchema);
    if (repos.collections.slugTaken(input.slug, id)) throw refuse("collectionSlugTaken");
    if (!input.pieceIds.every((pieceId) => repos.jewelry.exists(pieceId)))
      throw refuse("collectionPieceMissing");
    return input;
  };

  route(api.listCollections, (c) => cache.respond(c, "collections", () => repos.collections.list()));

  // A collection with no pieces left has no page: visitors find nothing there until the owner adds some.
  route(api.getCollection, (c) => {
    const slug = c.req.param("slug") ?? "";
    return cache.respond(c, `collections:${slug}`, () => {
      const collection = repos.collections.findBySlug(slug);
      if (!collection || !isShown(collection)) throw collectionNotFound();
      return collection;
    });
  });

  route(api.createCollection, async (c) => {
    const collection = repos.collections.create(await readCollection(c));
    audit(c, "collection.created", { type: "collection", id: collection._id, name: collection.name });
    return c.json(collection, 201);
  });

  route(api.updateCollection, async (c) => {
    const id = c.req.param("id") ?? "";
    if (!repos.collections.find(id)) throw collectionNotFound();
    const collection = repos.collections.update(id, await readCollection(c, id));
    if (!collection) throw collectionNotFound();
    audit(c, "collection.updated", { type: "collection", id: collection._id, name: collection.name });
    return c.json(collection);
  });

  route(api.deleteCollection, (c) => {
    const collection = repos.collections.remove(c.req.param("id") ?? "");
    if (!collection) throw collectionNotFound();
    audit(c, "collection.deleted", { type: "collection", id: collection._id, name: collection.name });
    return c.json({ deleted: true, _id: collection._id });
  });
}
