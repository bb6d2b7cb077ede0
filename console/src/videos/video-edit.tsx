import { Edit } from 'react-admin';
import { useContentErrors } from '../content/mutation-options';
import { VIDEO_FIELDS, wireBody } from '../content/wire-body';
import { VideoForm } from './video-form';

const transform = wireBody(VIDEO_FIELDS);

export default function VideoEdit() {
  const onError = useContentErrors('save the video');
  return (
    <Edit mutationMode="pessimistic" redirect="list" transform={transform} mutationOptions={{ onError }}>
      <VideoForm />
    </Edit>
  );
}
