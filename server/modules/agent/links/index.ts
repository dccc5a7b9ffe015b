/** Affiliate links (docs/agents.md "Affiliate links"): create, list with figures, delete; and the code look-up. */
export { createLink, deleteLink, listLinks, randomLinkCode, type LinkOwner } from './links';
export { affiliateLookupRoutes } from './lookup-route';
export { linkRoutes } from './routes';
