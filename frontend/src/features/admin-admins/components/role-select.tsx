import { NativeSelect } from '@chakra-ui/react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { ADMIN_ROLES } from '@app/shared/admin/admins';
import { ROLE_LABELS } from '../admin-rules';

/** Admin or Super Admin, registered with react-hook-form. */
export function RoleSelect({ registration }: { registration: UseFormRegisterReturn }) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field {...registration}>
        {ADMIN_ROLES.map((role) => (
          <option key={role} value={role}>
            {ROLE_LABELS[role]}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
