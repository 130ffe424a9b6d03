import { useState } from 'react';
import { Avatar, useMantineTheme, type MantineSize } from '@mantine/core';
import { initials } from './user-display';

/** The user's photo, or their initials when there is none or it fails to load (docs/product.md §2). */
export function UserAvatar({ name, image, size = 'md' }: { name: string; image: string | null; size?: MantineSize }) {
  const theme = useMantineTheme();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const src = image && image !== failedSrc ? image : null;
  return (
    <Avatar
      src={src}
      size={size}
      radius="xl"
      color={theme.primaryColor}
      variant="filled"
      // The name is printed beside the avatar, so the picture itself is decorative.
      alt=""
      aria-hidden
      imageProps={{ onError: () => setFailedSrc(image), referrerPolicy: 'no-referrer' }}
    >
      {initials(name)}
    </Avatar>
  );
}
