// Tags of the cached public reads. An admin edit or a sync calls revalidateTag(tag, "max") with
// exactly the tags it changed, so only the affected pages are rendered again.
export const cacheTags = {
  properties: "properties",
  property: (slug: string) => `property:${slug}`,
  rates: (propertyId: string) => `rates:${propertyId}`,
  reviews: (placeId: string) => `reviews:${placeId}`,
  infoPages: "info-pages",
  team: "team-members",
  blog: "blog-posts",
} as const;
