import type { Post } from '@semmultas/shared/types';

export type PostSummary = Omit<Post, 'html_archive'>;

export interface PostGroupSpec {
  stateId: number;
  /** Heading above the group's buttons; a page with one group needs none. */
  label?: string;
}

export interface PostGroup extends PostGroupSpec {
  posts: PostSummary[];
}

/** Splits the rows of one request into the page's groups, in the groups' order; empty groups drop out. */
export function groupPosts(posts: readonly PostSummary[], specs: readonly PostGroupSpec[]): PostGroup[] {
  return specs
    .map((spec) => ({ ...spec, posts: posts.filter((p) => p.state_id === spec.stateId).sort((a, b) => a.id - b.id) }))
    .filter((g) => g.posts.length > 0);
}
