import { createContext, useContext, type ReactNode } from 'react';

/** SPEC §2: the rich card (canonical) or the simple one (older screens, DECISIONS §1). */
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
