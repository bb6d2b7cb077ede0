import { Create } from 'react-admin';
import { useContentErrors } from '../content/mutation-options';
import { ANNOUNCEMENT_FIELDS, wireBody } from '../content/wire-body';
import { AnnouncementForm } from './announcement-form';

const transform = wireBody(ANNOUNCEMENT_FIELDS);

export default function AnnouncementCreate() {
  const onError = useContentErrors('add the announcement');
  return (
    <Create title="Add announcement" redirect="list" transform={transform} mutationOptions={{ onError }}>
      <AnnouncementForm />
    </Create>
  );
}
