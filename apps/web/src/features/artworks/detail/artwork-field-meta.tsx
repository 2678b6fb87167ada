import { createContext, useContext, type ReactNode } from 'react';
import { ARTWORK_SCREEN_MESSAGES } from '@archive/domain/artworks/artwork-screen.messages';

/** What a field of the artwork form shows besides its value. */
export interface ArtworkFieldMeta {
  /** The error to show now (touched, or after a failed submit), if any. */
  errorFor: (path: string) => string | undefined;
  /** Multi-edit: the selected artworks differ here and the user has not changed it. */
  isMultiple: (path: string) => boolean;
  /**
   * Multi-edit: empties a 'Multiple' field in every selected artwork (an empty value alone
   * counts as untouched). Absent where it is not offered.
   */
  clearInAll?: (path: string) => void;
  mode: 'single' | 'multi';
}

const NO_META: ArtworkFieldMeta = {
  errorFor: () => undefined,
  isMultiple: () => false,
  mode: 'single',
};

const FieldMetaContext = createContext<ArtworkFieldMeta>(NO_META);

export function ArtworkFieldMetaProvider({
  value,
  children,
}: {
  value: ArtworkFieldMeta;
  children: ReactNode;
}) {
  return <FieldMetaContext.Provider value={value}>{children}</FieldMetaContext.Provider>;
}

export function useArtworkFieldMeta(): ArtworkFieldMeta {
  return useContext(FieldMetaContext);
}

/** Artist and title may stay blank in multi-edit only by keeping each artwork's own (spec section 5). */
const NEVER_CLEARED = new Set(['artist', 'artworkValues.title']);

/** The error and placeholder of one field ('Multiple' where the artworks differ). */
export function useArtworkField(path: string, placeholder?: string) {
  const meta = useArtworkFieldMeta();
  const multiple = meta.isMultiple(path);
  const { clearInAll } = meta;
  return {
    error: meta.errorFor(path),
    multiple,
    placeholder: multiple ? ARTWORK_SCREEN_MESSAGES.multiple : placeholder,
    clearInAll:
      multiple && clearInAll && !NEVER_CLEARED.has(path)
        ? () => {
            clearInAll(path);
          }
        : undefined,
  };
}
