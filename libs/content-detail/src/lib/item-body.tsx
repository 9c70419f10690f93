// The bodies of the items that are not articles (spec §3): a video's or an audio's player above
// its rich text, a short video, a gallery, an album, the cards of a mini program, a live, a link or
// a special topic. A chunk of its own, which the server lists with such a page's first load; each
// body is a chunk of its own again, named by its module's path so that a page's first load lists the
// one it shows. An article's page carries none of it.
import { lazyComponent } from '@share/ui';
import { ArticleBody } from './article-island';
import type { LiveScreen } from './action-cards';
import type { BodyProps } from './content-detail-view';

const MEDIA_BODIES = 'libs/content-detail/src/lib/media-bodies.tsx';
const ACTION_CARDS = 'libs/content-detail/src/lib/action-cards.tsx';
const AlbumBody = lazyComponent(
  () => import('./album-body').then((m) => m.AlbumBody),
  'libs/content-detail/src/lib/album-body.tsx',
);
const GalleryBody = lazyComponent(
  () => import('./gallery-body').then((m) => m.GalleryBody),
  'libs/content-detail/src/lib/gallery-body.tsx',
);
const VideoBody = lazyComponent(() => import('./media-bodies').then((m) => m.VideoBody), MEDIA_BODIES);
const AudioBody = lazyComponent(() => import('./media-bodies').then((m) => m.AudioBody), MEDIA_BODIES);
const ShortVideoBody = lazyComponent(() => import('./media-bodies').then((m) => m.ShortVideoBody), MEDIA_BODIES);
const LinkBody = lazyComponent(() => import('./action-cards').then((m) => m.LinkBody), ACTION_CARDS);
const LocalLiveBody = lazyComponent(() => import('./action-cards').then((m) => m.LocalLiveBody), ACTION_CARDS);
const MiniProgramBody = lazyComponent(() => import('./action-cards').then((m) => m.MiniProgramBody), ACTION_CARDS);
const SpTopicBody = lazyComponent(() => import('./action-cards').then((m) => m.SpTopicBody), ACTION_CARDS);

/** The route of a local live sub-screen: …/{post_id}/{Screen}/index.html next to …/{post_id}/index.html. */
function liveScreenHrefs(shareLink: string): Record<LiveScreen, string> {
  const base = shareLink.replace(/\/index\.html$/, '');
  return {
    ImageScreen: `${base}/ImageScreen/index.html`,
    LandscapeScreen: `${base}/LandscapeScreen/index.html`,
    PortraitScreen: `${base}/PortraitScreen/index.html`,
  };
}

/** The body of an item that is not an article, by its content type. */
export function ItemBody({ data, liveScreen, onOpenMiniProgram, onWatchLive }: BodyProps) {
  const { detail, html } = data;
  const cover = detail.cover;
  const media = detail.media;
  const duration = detail.duration_str;
  switch (detail.content_type) {
    case 'video':
      return (
        <>
          {media ? (
            <VideoBody src={media.url} poster={media.cover || cover} title={detail.title} duration={duration} />
          ) : null}
          {html ? <ArticleBody html={html} /> : null}
        </>
      );
    case 'svideo':
      return media ? (
        <ShortVideoBody src={media.url} poster={media.cover || cover} title={detail.title} duration={duration} />
      ) : null;
    case 'audio':
      return (
        <>
          {media ? (
            <AudioBody src={media.url} poster={media.cover || cover} title={detail.title} duration={duration} />
          ) : null}
          {html ? <ArticleBody html={html} /> : null}
        </>
      );
    case 'image':
      return <GalleryBody title={detail.title} images={detail.images ?? []} picNum={detail.pic_num} />;
    case 'audio_album':
    case 'video_album':
      return (
        <AlbumBody
          title={detail.title}
          summary={detail.summary}
          cover={cover}
          kind={detail.content_type}
          albumStatus={detail.album_status}
          tracks={data.tracks ?? []}
        />
      );
    case 'mini_program':
      return (
        <MiniProgramBody
          cover={cover}
          title={detail.title}
          summary={detail.summary}
          payload={detail.payload}
          sourceAlias={detail.source_alias}
          onOpen={onOpenMiniProgram}
        />
      );
    case 'local_live':
    case 'live':
      return (
        <LocalLiveBody
          cover={cover}
          title={detail.title}
          summary={detail.summary}
          screen={liveScreen}
          screenHrefs={liveScreenHrefs(detail.share_link)}
          onWatch={onWatchLive}
        />
      );
    case 'h5':
    case 'link':
      return <LinkBody cover={cover} title={detail.title} summary={detail.summary} payload={detail.payload} />;
    case 'sp_topic':
      return (
        <SpTopicBody
          cover={cover}
          title={detail.title}
          summary={detail.summary}
          payload={detail.payload}
          postId={detail.post_id}
        />
      );
    default:
      return <ArticleBody html={html} />;
  }
}
