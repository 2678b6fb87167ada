/** The detail, add and multi-edit screens live in ./detail; the router imports them here. */
export { AddArtworkPage, ArtworkDetailsPage, MultiEditPage } from './detail/artwork-detail-pages';
