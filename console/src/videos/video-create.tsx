import { Create } from 'react-admin';
import { useContentErrors } from '../content/mutation-options';
import { VIDEO_FIELDS, wireBody } from '../content/wire-body';
import { VideoForm } from './video-form';

const transform = wireBody(VIDEO_FIELDS);

export default function VideoCreate() {
  const onError = useContentErrors('add the video');
  return (
    <Create title="Add video" redirect="list" transform={transform} mutationOptions={{ onError }}>
      <VideoForm />
    </Create>
  );
}
