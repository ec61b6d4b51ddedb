import {
  tutorCreateSchema,
  tutorUpdateSchema,
  type TutorAccount,
  type TutorCreateInput,
  type TutorStatus,
  type TutorUpdateInput,
} from '@app/shared/tutors/schemas';
import { schemaResolver } from '../../lib/schema-resolver';

/**
 * The Add and Edit dialogs' form: the languages typed as one line ("Arabic, English"), made a list
 * for the API. Add uses the e-mail and password, Edit the status and version.
 */
export interface TutorFormValues {
  name: string;
  email: string;
  password: string;
  bio: string;
  photoUrl: string;
  languages: string;
  teachesSisters: boolean;
  teachesChildren: boolean;
  showOnAbout: boolean;
  status: TutorStatus;
  version: number;
}

export const emptyTutorForm: TutorFormValues = {
  name: '',
  email: '',
  password: '',
  bio: '',
  photoUrl: '',
  languages: '',
  teachesSisters: false,
  teachesChildren: false,
  showOnAbout: true,
  status: 'active',
  version: 0,
};

export function formFromTutor(tutor: TutorAccount): TutorFormValues {
  return {
    ...emptyTutorForm,
    name: tutor.name,
    email: tutor.email,
    bio: tutor.bio,
    photoUrl: tutor.photoUrl ?? '',
    languages: tutor.languages.join(', '),
    teachesSisters: tutor.teachesSisters,
    teachesChildren: tutor.teachesChildren,
    showOnAbout: tutor.showOnAbout,
    status: tutor.status,
    version: tutor.version,
  };
}

/** "Arabic, English ," → ['Arabic', 'English']. */
export const languagesFromText = (text: string) =>
  text
    .split(',')
    .map((language) => language.trim())
    .filter(Boolean);

const profileInput = (values: TutorFormValues) => ({
  name: values.name,
  bio: values.bio,
  photoUrl: values.photoUrl,
  languages: languagesFromText(values.languages),
  teachesSisters: values.teachesSisters,
  teachesChildren: values.teachesChildren,
  showOnAbout: values.showOnAbout,
});

export const createInput = (values: TutorFormValues): TutorCreateInput => ({
  ...profileInput(values),
  email: values.email,
  password: values.password,
});

export const updateInput = (values: TutorFormValues): TutorUpdateInput => ({
  ...profileInput(values),
  status: values.status,
  version: values.version,
});

/** Checked with the API's own schemas; each message goes to its field. */
export const createTutorResolver = schemaResolver<TutorFormValues, typeof tutorCreateSchema>(
  tutorCreateSchema,
  createInput,
);
export const updateTutorResolver = schemaResolver<TutorFormValues, typeof tutorUpdateSchema>(
  tutorUpdateSchema,
  updateInput,
);

/** The server's names of the fields these dialogs show (a message about `languages.1` goes to Languages). */
export const tutorServerFields = {
  name: 'name',
  email: 'email',
  password: 'password',
  bio: 'bio',
  photoUrl: 'photoUrl',
  languages: 'languages',
  status: 'status',
} as const satisfies Record<string, keyof TutorFormValues>;
