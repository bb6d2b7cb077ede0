import { Edit } from 'react-admin';
import { useContentErrors } from '../content/mutation-options';
import { EVENT_FIELDS, wireBody } from '../content/wire-body';
import { EventForm } from './event-form';

const transform = wireBody(EVENT_FIELDS);

export default function EventEdit() {
  const onError = useContentErrors('save the event');
  return (
    <Edit mutationMode="pessimistic" redirect="list" transform={transform} mutationOptions={{ onError }}>
      <EventForm />
    </Edit>
  );
}
