import type { ComponentType } from 'react';
import styled from 'styled-components';
import {
  AudioAlbumIcon,
  AudioIcon,
  ImageIcon,
  LinkIcon,
  LiveIcon,
  MiniProgramIcon,
  ShortVideoIcon,
  SpecialTopicIcon,
  TopicIcon,
  VideoAlbumIcon,
  VideoIcon,
  type IconProps,
} from '../icons';
import { CONTENT_TYPE_LABELS } from '../messages';

/** The catalogs that get a tag (spec §2); every other catalog (article, special, live…) gets none. */
export const TAGGED_CATALOGS = [
  'svideo',
  'video',
  'h5',
  'local_live',
  'audio',
  'image',
  'audio_album',
  'video_album',
  'topic',
  'mini_program',
  'sp_topic',
] as const;

export type TaggedCatalog = (typeof TAGGED_CATALOGS)[number];

const CATALOG_ICONS: Record<TaggedCatalog, ComponentType<IconProps>> = {
  svideo: ShortVideoIcon,
  video: VideoIcon,
  h5: LinkIcon,
  local_live: LiveIcon,
  audio: AudioIcon,
  image: ImageIcon,
  audio_album: AudioAlbumIcon,
  video_album: VideoAlbumIcon,
  topic: TopicIcon,
  mini_program: MiniProgramIcon,
  sp_topic: SpecialTopicIcon,
};

export function isTaggedCatalog(catalog: unknown): catalog is TaggedCatalog {
  return typeof catalog === 'string' && (TAGGED_CATALOGS as readonly string[]).includes(catalog);
}

export interface ContentTypeTagProps {
  /** The content's catalog (content_type). */
  catalog?: string | null;
  /** 'overlay' sits on a cover image; 'inline' sits in a meta line. */
  variant?: 'overlay' | 'inline';
  /** Extra text after the label, e.g. a duration "03:24" or "12图". */
  extra?: string;
  /** Class of the tag (styled-components extend it). */
  className?: string;
}

const Tag = styled.span<{ $variant: 'overlay' | 'inline' }>`
  display: inline-flex;
  align-items: center;
  gap: 3px;
  height: 20px;
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: 1;
  white-space: nowrap;
  ${({ $variant, theme }) =>
    $variant === 'overlay'
      ? `color: ${theme.colors.onDark}; background: ${theme.colors.scrim}; backdrop-filter: blur(2px);`
      : `color: ${theme.colors.primary}; background: ${theme.colors.primarySoft};`}
`;

/** Content-type tag: an icon and label for the 11 catalogs of spec §2, nothing for the others. */
export function ContentTypeTag({ catalog, variant = 'inline', extra, className }: ContentTypeTagProps) {
  if (!isTaggedCatalog(catalog)) return null;
  const Icon = CATALOG_ICONS[catalog];
  return (
    <Tag className={className} $variant={variant} data-catalog={catalog}>
      <Icon size={12} data-icon={catalog} />
      <span>{CONTENT_TYPE_LABELS[catalog]}</span>
      {extra ? <span>{extra}</span> : null}
    </Tag>
  );
}
