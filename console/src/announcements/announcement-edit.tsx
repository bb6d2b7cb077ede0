import { Edit } from 'react-admin';
import { useContentErrors } from '../content/mutation-options';
import { ANNOUNCEMENT_FIELDS, wireBody } from '../content/wire-body';
import { AnnouncementForm } from './announcement-form';

const transform = wireBody(ANNOUNCEMENT_FIELDS);

export default function AnnouncementEdit() {
  const onError = useContentErrors('save the announcement');
  return (
    <Edit mutationMode="pessimistic" redirect="list" transform={transform} mutationOptions={{ onError }}>
      <AnnouncementForm />
    </Edit>
  );
}
