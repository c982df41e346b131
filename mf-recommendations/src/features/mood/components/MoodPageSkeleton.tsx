import { Skeleton, Stack } from '@steady/ui';

/** The page's shape at its final size while the content arrives: description, tip, a few techniques. */
export function MoodPageSkeleton() {
  return (
    <Stack $gap={5} aria-busy="true">
      <Skeleton $height="4.7em" />
      <Skeleton $height="10rem" />
      <Skeleton $height="1.55em" />
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} $height="12rem" />
      ))}
    </Stack>
  );
}
