// Navbar search for institution users and analysts (the people an administrator may act as).
// Choosing one opens the dialog a hand-built screen gives the shell for those with its ability (the
// impersonate modal for AdminImpersonate, docs/impersonation.md), else the user's record.
import SearchIcon from '@mui/icons-material/Search';
import { Autocomplete, InputAdornment, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { getJson } from '../data/http.js';
import users from '../../resources/users.js';
import { useAbilities, useShellParts } from './app-config.js';

export interface UserSearchResult {
  userId: number;
  firstName: string;
  lastName: string;
  email: string;
  institutionName?: string;
  kind: 'Institution users' | 'Analysts';
}

/** the search box's name and placeholder */
export const USER_SEARCH_LABEL = 'Find a user or analyst';
const MIN_QUERY = 2;
const DEBOUNCE_MS = 300;

async function searchUsers(query: string, signal: AbortSignal): Promise<UserSearchResult[]> {
  const q = encodeURIComponent(query);
  const [institution, analysts] = await Promise.allSettled([
    getJson<Omit<UserSearchResult, 'kind'>[]>(`/api/admin/membership/user/institution/search?query=${q}`, signal),
    getJson<Omit<UserSearchResult, 'kind'>[]>(`/api/user/analyst/search?query=${q}`, signal),
  ]);
  // Either list may be refused to this user; show what the other found.
  const rows = (r: PromiseSettledResult<Omit<UserSearchResult, 'kind'>[]>) => (r.status === 'fulfilled' && Array.isArray(r.value) ? r.value : []);
  return [
    ...rows(institution).map((u) => ({ ...u, kind: 'Institution users' as const })),
    ...rows(analysts).map((u) => ({ ...u, kind: 'Analysts' as const })),
  ];
}

export const userOptionLabel = (u: UserSearchResult) =>
  `${u.firstName} ${u.lastName} (${u.email})${u.institutionName ? `, ${u.institutionName}` : ''}`;

export interface UserSearchProps {
  /** called after a user was chosen (the search dialog on narrow screens closes) */
  onChosen?: () => void;
  /** take the whole width of its container instead of the navbar's fixed width */
  fullWidth?: boolean;
  autoFocus?: boolean;
}

export function UserSearch({ onChosen, fullWidth = false, autoFocus = false }: UserSearchProps) {
  const navigate = useNavigate();
  const [input, setInput] = useState('');
  const [options, setOptions] = useState<UserSearchResult[]>([]);
  const [loading, setLoading] = useState(false);
  const { userChosen } = useShellParts();
  const abilities = useAbilities();
  const mayOpenDialog = Boolean(userChosen && abilities?.includes(userChosen.ability));
  const Dialog = userChosen?.dialog;
  const [chosen, setChosen] = useState<UserSearchResult | null>(null);

  useEffect(() => {
    const query = input.trim();
    if (query.length < MIN_QUERY) {
      setOptions([]);
      return;
    }
    const abort = new AbortController();
    const timer = setTimeout(() => {
      setLoading(true);
      searchUsers(query, abort.signal)
        .then((found) => !abort.signal.aborted && setOptions(found))
        .finally(() => !abort.signal.aborted && setLoading(false));
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [input]);

  return (
    <>
      {Dialog && (
        <Dialog
          userId={chosen?.userId ?? null}
          name={chosen ? `${chosen.firstName} ${chosen.lastName}` : ''}
          recordPath={chosen ? `/${users.name}/${chosen.userId}` : undefined}
          onClose={() => {
            setChosen(null);
            onChosen?.();
          }}
        />
      )}
      <Autocomplete<UserSearchResult>
        size="small"
        sx={fullWidth ? { width: '100%' } : { width: { sm: 220, md: 300 }, mx: 1 }}
        options={options}
        loading={loading}
        filterOptions={(x) => x}
        forcePopupIcon={false}
        groupBy={(u) => u.kind}
        getOptionLabel={userOptionLabel}
        isOptionEqualToValue={(a, b) => a.userId === b.userId && a.kind === b.kind}
        getOptionKey={(u) => `${u.kind}-${u.userId}`}
        noOptionsText={input.trim().length < MIN_QUERY ? `Type at least ${MIN_QUERY} characters` : 'No users found'}
        inputValue={input}
        onInputChange={(_, value) => setInput(value)}
        value={null}
        blurOnSelect
        onChange={(_, user) => {
          if (!user) return;
          setInput('');
          if (mayOpenDialog) return setChosen(user);
          navigate(`/${users.name}/${user.userId}`);
          onChosen?.();
        }}
        renderInput={(params) => (
          <TextField
            {...params}
            placeholder={USER_SEARCH_LABEL}
            variant="outlined"
            autoFocus={autoFocus}
            slotProps={{
              htmlInput: { ...params.inputProps, 'aria-label': USER_SEARCH_LABEL },
              input: {
                ...params.InputProps,
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
            sx={{ bgcolor: 'background.paper', borderRadius: 1 }}
          />
        )}
      />
    </>
  );
}
