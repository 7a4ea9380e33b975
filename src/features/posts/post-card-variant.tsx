import { createContext, useContext, type ReactNode } from 'react';

/** The rich card (canonical) or the simple one (older screens): docs/product.md#post-card. */
export type PostCardVariant = 'rich' | 'simple';

const VariantContext = createContext<PostCardVariant>('rich');

export const usePostCardVariant = () => useContext(VariantContext);

/**
 * The card variant for every PostCard inside, e.g. the cards of a PostFeed on an older screen;
 * a card's own `variant` prop still wins.
 */
export function PostCardVariantProvider({
  variant,
  children,
}: {
  variant: PostCardVariant;
  children: ReactNode;
}) {
  return <VariantContext.Provider value={variant}>{children}</VariantContext.Provider>;
}
