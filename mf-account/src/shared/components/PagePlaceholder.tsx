import { Page, Skeleton, Stack } from '@steady/ui';

/** Holds the page's place, at its final size, while the stored session is checked or data arrives. */
export function PagePlaceholder() {
  return (
    <Page aria-busy="true">
      <Stack>
        <Skeleton $height="2.4rem" />
        <Skeleton $height="1.2rem" />
        <Skeleton $height="10rem" />
      </Stack>
    </Page>
  );
}
