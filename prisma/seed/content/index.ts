export type * from "./types";
export { seedProperties } from "./properties";
export { seedPois } from "./pois";
export { seedInfoPages } from "./info-pages";
export { seedTeamMembers } from "./team";
export { seedBlogPosts } from "./blog";
