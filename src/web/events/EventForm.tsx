import { Button, Image, Input, NativeSelect, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useMemo, useState } from 'react';
import { EVENT_TYPES } from '../../domain/events.ts';
import { eventInputSchema } from '../../domain/schemas/event.ts';
import { FormError } from '../components/FormError.tsx';
import { headline, zodValidate } from '../components/zod-form.ts';
import classes from './EventForm.module.css';

export interface EventFormValues {
  name: string;
  date: string;
  time: string;
  venue: string;
  description: string;
  type: string;
  capacity: string;
}

export const emptyEventForm: EventFormValues = { name: '', date: '', time: '', venue: '', description: '', type: '', capacity: '' };

const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

interface Props {
  initialValues: EventFormValues;
  currentImageUrl?: string | null;
  submitLabel: string;
  busy: boolean;
  done: boolean;
  problem: string | null;
  onSubmit: (values: EventFormValues, image: File | null) => void;
}

/** Create and edit share this form and the server's schema (eventInputSchema). */
export function EventForm({ initialValues, currentImageUrl, submitLabel, busy, done, problem, onSubmit }: Props) {
  const form = useForm({ initialValues, validate: zodValidate(eventInputSchema) });
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [headlineError, setHeadlineError] = useState<string | null>(null);
  const preview = useMemo(() => (image ? URL.createObjectURL(image) : null), [image]);
  useEffect(() => () => { if (preview) URL.revokeObjectURL(preview); }, [preview]);

  const chooseImage = (file: File | null) => {
    setImageError(file && file.size > MAX_IMAGE_BYTES ? 'The image is larger than 5 MB.' : null);
    setImage(file && file.size <= MAX_IMAGE_BYTES ? file : null);
  };

  const submit = form.onSubmit(
    (values) => {
      setHeadlineError(null);
      onSubmit(values, image);
    },
    () => setHeadlineError(headline(eventInputSchema, form.getValues())),
  );

  const shown = preview ?? currentImageUrl ?? null;
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm" c="dimmed">
          All fields are required unless marked optional.
        </Text>
        <FormError message={headlineError ?? problem} />
        <TextInput label="Event name" required {...form.getInputProps('name')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput label="Date" type="date" required {...form.getInputProps('date')} />
          <TextInput label="Time" type="time" required {...form.getInputProps('time')} />
        </SimpleGrid>
        <TextInput label="Venue" required {...form.getInputProps('venue')} />
        <Textarea label="Description" autosize minRows={3} required {...form.getInputProps('description')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <NativeSelect
            label="Type"
            required
            data={[{ value: '', label: 'Choose a type' }, ...[...EVENT_TYPES, 'General'].map((t) => ({ value: t, label: t }))]}
            {...form.getInputProps('type')}
          />
          <TextInput
            label="Max participants (optional)"
            description="Leave empty or 0 for unlimited"
            inputMode="numeric"
            {...form.getInputProps('capacity')}
          />
        </SimpleGrid>
        {/* A native file input: every browser, keyboard and assistive technology knows it. */}
        <Input.Wrapper label="Image (optional)" description="JPEG, PNG, WebP or GIF, up to 5 MB" error={imageError} id="event-image">
          <input
            id="event-image"
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            className={classes.file}
            aria-invalid={Boolean(imageError)}
            onChange={(e) => chooseImage(e.currentTarget.files?.[0] ?? null)}
          />
        </Input.Wrapper>
        {shown && <Image src={shown} alt="Preview of the event image" h={180} w="auto" fit="contain" radius="md" />}
        <Button type="submit" loading={busy} disabled={done}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
