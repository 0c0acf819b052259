/** Title and robots tags of an admin page: a child route's meta replaces the layout's, so each page sets both. */
export const adminMeta = (page: string) => [{ title: `${page} | Admin | Boxyard` }, { name: "robots", content: "noindex, nofollow" }];
