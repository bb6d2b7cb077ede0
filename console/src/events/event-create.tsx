import { Create } from 'react-admin';
import { useContentErrors } from '../content/mutation-options';
import { EVENT_FIELDS, wireBody } from '../content/wire-body';
import { EventForm } from './event-form';

const transform = wireBody(EVENT_FIELDS);

export default function EventCreate() {
  const onError = useContentErrors('add the event');
  return (
    <Create title="Add event" redirect="list" transform={transform} mutationOptions={{ onError }}>
      <EventForm />
    </Create>
  );
}
