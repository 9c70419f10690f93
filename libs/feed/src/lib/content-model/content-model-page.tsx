import { useToast } from '@share/ui';
import type { ContentModelData } from '../load-screens';
import { MSG_MODULE_UNSUPPORTED } from '../messages';
import { ContentModelView } from './content-model-view';

/** Content-module container: app and topic entries answer with the toast of spec §2. */
export function ContentModelPage({
  data,
}: {
  /** The loader's data of the page. */
  data: ContentModelData;
}) {
  const toast = useToast();
  return <ContentModelView {...data} onUnsupported={() => toast.show(MSG_MODULE_UNSUPPORTED)} />;
}
