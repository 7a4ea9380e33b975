// The stories strip and the composer above the feed; both land with their own features.
export function FeedExtras() {
  return null;
}
