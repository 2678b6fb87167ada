import {
  artworkIdParamsSchema,
  createArtworkBodySchema,
  createArtworkResponseSchema,
  deleteArtworkQuerySchema,
  deleteArtworkResponseSchema,
  listArtworksResponseSchema,
  updateArtworkBodySchema,
  updateArtworkResponseSchema,
} from '../artworks/artwork.schema';
import {
  imageUrlsParamsSchema,
  imageUrlsQuerySchema,
  imageUrlsResponseSchema,
  importImageBodySchema,
  importImageResponseSchema,
  linkArtworkImageResponseSchema,
  linkImageBodySchema,
  recordIdParamsSchema,
} from '../images/image.schema';
import { importConfigResponseSchema } from '../images/image-import.schema';
import { historyResponseSchema } from '../sync/history.schema';
import { idempotencyHeadersSchema } from '../sync/sync.schema';

/**
 * The artwork calls of spec section 7. Every change carries an `Idempotency-Key` header; a
 * retry with the same key gets the first answer and changes nothing again. Another user's
 * artwork id answers 404 on every call.
 */
export const ARTWORKS_CONTRACT = {
  create: {
    method: 'POST',
    path: '/v1/artworks',
    operationId: 'createArtwork',
    summary: 'Create an artwork',
    headers: idempotencyHeadersSchema,
    body: createArtworkBodySchema,
    response: createArtworkResponseSchema,
    public: false,
  },
  /** Not in the spec: every artwork not deleted, with the artists (tests, exports, support). */
  list: {
    method: 'GET',
    path: '/v1/artworks',
    operationId: 'listArtworks',
    summary: 'The artworks',
    response: listArtworksResponseSchema,
    public: false,
  },
  update: {
    method: 'PATCH',
    path: '/v1/artworks',
    operationId: 'updateArtwork',
    summary: 'Change an artwork',
    headers: idempotencyHeadersSchema,
    body: updateArtworkBodySchema,
    response: updateArtworkResponseSchema,
    public: false,
  },
  delete: {
    method: 'DELETE',
    path: '/v1/artworks',
    operationId: 'deleteArtwork',
    summary: 'Delete an artwork',
    headers: idempotencyHeadersSchema,
    querystring: deleteArtworkQuerySchema,
    response: deleteArtworkResponseSchema,
    public: false,
  },
  /** Not in the spec: every change's old and new values, for the detail page's history. */
  history: {
    method: 'GET',
    path: '/v1/artworks/:id/history',
    operationId: 'getArtworkHistory',
    summary: "An artwork's replaced values",
    params: artworkIdParamsSchema,
    response: historyResponseSchema,
    public: false,
  },
  /** One signed upload address for an image of the artwork (spec: imageUploads[0]). */
  imageUrls: {
    method: 'GET',
    path: '/v1/artworks/imageURLs/:id/:count',
    operationId: 'getArtworkImageUploadUrls',
    summary: "Signed upload addresses for an artwork's images",
    params: imageUrlsParamsSchema,
    querystring: imageUrlsQuerySchema,
    response: imageUrlsResponseSchema,
    public: false,
  },
  /** Links an uploaded image to the artwork (idempotent by imageToConnect). */
  linkImage: {
    method: 'PUT',
    path: '/v1/artworks/imageURL/:id',
    operationId: 'linkArtworkImage',
    summary: 'Link an uploaded image to an artwork',
    headers: idempotencyHeadersSchema,
    params: recordIdParamsSchema,
    body: linkImageBodySchema,
    response: linkArtworkImageResponseSchema,
    public: false,
  },
  /**
   * Not in the spec by name: the file-hosting chooser's import. The server downloads the link
   * (https on the hosts IMPORT_ALLOWED_HOSTS names, public addresses only, at most 3
   * redirects and 50 MB; decision 020), checks it like an upload and answers its key for
   * linkImage. Every refusal of the link's address or the network is the same 400.
   */
  importImage: {
    method: 'POST',
    path: '/v1/artworks/importImage/:id',
    operationId: 'importArtworkImage',
    summary: "Import an artwork's image from a link",
    params: recordIdParamsSchema,
    body: importImageBodySchema,
    response: importImageResponseSchema,
    public: false,
  },
  /** Not in the spec: the file-hosting chooser's public app key, or null when none is set. */
  importConfig: {
    method: 'GET',
    path: '/v1/artworks/importConfig',
    operationId: 'getImportConfig',
    summary: 'The image import settings',
    response: importConfigResponseSchema,
    public: false,
  },
} as const;
