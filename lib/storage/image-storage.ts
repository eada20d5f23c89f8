/**
 * Where uploaded property photos live. The app only talks to this interface, so an
 * S3-compatible driver (a bucket behind a CDN, for several instances) can be added next to the
 * local one and chosen by configuration without touching the editor or the actions.
 */
export interface ImageStorage {
  /** Stores an already re-encoded WebP image of a property; returns its public URL. */
  put(propertyId: string, bytes: Buffer): Promise<string>;
  /** Removes one stored image by its URL; URLs this storage did not make are ignored. */
  remove(url: string): Promise<void>;
  /** Removes every stored image of a property (after the property was deleted). */
  removeAll(propertyId: string): Promise<void>;
}
