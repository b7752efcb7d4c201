// The operator console's own React components, run in the browser inside AdminJS's components
// bundle (server/ops/assets.ts serves this file as written). They use only the globals AdminJS's page
// has loaded before (React, ReactRouterDOM, AdminJS, AdminJSDesignSystem), so they need no bundler
// and no build step: keep this file plain modern JavaScript, without JSX or imports.
// The names they are registered under are the ones server/ops/welcome.ts gives AdminJS.
(function () {
  'use strict';
  const h = React.createElement;
  const { Box, H1, H2, Text, Link, Loader, MessageBox } = AdminJSDesignSystem;
  const BACK_OFFICE = '/dashboard';
  const BACK_LABEL = 'Back to the back office';

  const BackLink = (props) => h(Link, Object.assign({ href: BACK_OFFICE, 'data-css': 'ops-back-link' }, props), '\u2190 ' + BACK_LABEL);

  /** One menu group: its resources as links inside the console (no page reload). */
  function ResourceGroup({ group }) {
    return h(
      Box,
      { as: 'section', variant: 'white', 'aria-labelledby': group.id },
      h(H2, { id: group.id, mb: 'lg', fontSize: 'xl' }, group.name),
      h(
        'ul',
        null,
        group.resources.map((r) => h('li', { key: r.id, style: { margin: '10px 0' } }, h(Link, { as: ReactRouterDOM.Link, to: r.href }, r.label))),
      ),
    );
  }

  /** The console's welcome page (AdminJS's dashboard): what the console is for, where to go, the way back. */
  function OpsWelcome() {
    const [page, setPage] = React.useState(null);
    const [failed, setFailed] = React.useState(false);
    React.useEffect(() => {
      new AdminJS.ApiClient().getDashboard().then(
        (res) => setPage(res.data),
        () => setFailed(true),
      );
    }, []);
    let groups;
    if (page)
      groups = h(
        Box,
        { style: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', alignItems: 'start', gap: '24px' } },
        page.groups.map((g) => h(ResourceGroup, { key: g.id, group: g })),
      );
    else if (failed) groups = h(MessageBox, { variant: 'danger', message: 'The list of resources could not be loaded. Reload the page to try again.' });
    else groups = h(Loader);
    return h(
      Box,
      { as: 'main', variant: 'grey', 'data-css': 'ops-welcome' },
      h(
        Box,
        { variant: 'white', mb: 'xl' },
        h(H1, { mb: 'lg' }, 'Operator console'),
        page && h(Text, { mb: 'default' }, page.intro),
        page && h(Text, { mb: 'xl' }, page.scope),
        h(BackLink, { size: 'lg' }),
      ),
      groups,
    );
  }

  /** In the top bar, where AdminJS would show its version: the way back, on every console page. */
  function TopBarBackLink() {
    return h(Box, { as: 'nav', 'aria-label': 'Back office', flex: true, flexGrow: 1, alignItems: 'center', py: 'default', px: ['default', 'xxl'] }, h(BackLink));
  }

  // AdminJS's list cells break inside words, so a list with many columns squeezes e-mail addresses
  // and names into columns a few letters wide: break between words, and let a wide table scroll
  // inside its card instead
  const listStyle = document.createElement('style');
  listStyle.textContent =
    'table td.adminjs_TableCell { word-break: normal; overflow-wrap: break-word; }\n' + 'section[data-css$="-list-table-wrapper"] { overflow-x: auto; }\n';
  document.head.appendChild(listStyle);

  // Every write of the console carries the session's CSRF token, as the back office's do: the page
  // has it in a meta element (server/ops/page-token.ts). AdminJS's pages write through these three
  // methods of its API client (a body, or method 'post', makes a POST).
  const tokenMeta = document.querySelector('meta[name="ag-csrf-token"]');
  if (tokenMeta) {
    const header = tokenMeta.getAttribute('data-header');
    const token = tokenMeta.getAttribute('content');
    const proto = AdminJS.ApiClient.prototype;
    for (const name of ['resourceAction', 'recordAction', 'bulkAction']) {
      const call = proto[name];
      proto[name] = function (options) {
        const writes = options.data !== undefined || String(options.method || '').toLowerCase() === 'post';
        return call.call(this, writes ? Object.assign({}, options, { headers: Object.assign({}, options.headers, { [header]: token }) }) : options);
      };
    }
  }

  // Dates and times on the office's clock (docs/decisions.md "One clock"). The server works them out
  // (server/ops/office-time-params.ts): a list or show page gets each as its text, an edit form a date
  // and time as the office's wall clock; these only show them, in plain inputs the browser's zone
  // cannot move (AdminJS's own picker reads and writes in the browser's zone).
  const { FormGroup, FormMessage, Input, Label } = AdminJSDesignSystem;
  const OFFICE_ZONE_NAME = 'Pacific time';

  const shownValue = ({ property, record }) => {
    const value = record.params ? record.params[property.path] : null;
    return value == null ? '' : String(value);
  };

  function OfficeTimeList(props) {
    return h('span', null, shownValue(props));
  }

  function OfficeTimeShow(props) {
    const { translateProperty } = AdminJS.useTranslation();
    return h(AdminJSDesignSystem.ValueGroup, { label: translateProperty(props.property.label, props.property.resourceId) }, shownValue(props));
  }

  function OfficeTimeEdit({ property, record, onChange }) {
    const { translateProperty, tm } = AdminJS.useTranslation();
    const error = record.errors && record.errors[property.path];
    const id = 'ops-' + property.path;
    const isDay = property.type === 'date';
    return h(
      FormGroup,
      { error: Boolean(error) },
      h(Label, { htmlFor: id, required: property.isRequired }, translateProperty(property.label, property.resourceId)),
      h(Input, {
        id,
        type: isDay ? 'date' : 'datetime-local',
        value: shownValue({ property, record }),
        disabled: property.isDisabled,
        onChange: (event) => onChange(property.path, event.target.value),
      }),
      isDay ? null : h(Text, { variant: 'sm', mt: 'sm' }, OFFICE_ZONE_NAME),
      h(FormMessage, null, error && tm(error.message, property.resourceId)),
    );
  }

  /** A range of days: the server reads a day of a date and time as the office's day. */
  function OfficeTimeFilter({ property, filter, onChange }) {
    const { translateProperty } = AdminJS.useTranslation();
    const day = (end) => {
      const key = property.path + '~~' + end;
      const id = 'ops-filter-' + property.path + '-' + end;
      return [
        h(Label, { key: id + '-label', htmlFor: id, mt: end === 'to' ? 'default' : undefined }, '- ' + translateProperty(end) + ': '),
        h(Input, { key: id, id, type: 'date', value: filter[key] || '', onChange: (event) => onChange(key, event.target.value) }),
      ];
    };
    return h(FormGroup, { variant: 'filter' }, h(Label, null, translateProperty(property.label, property.resourceId)), ...day('from'), ...day('to'));
  }

  AdminJS.UserComponents.DefaultDatetimeListProperty = OfficeTimeList;
  AdminJS.UserComponents.DefaultDatetimeShowProperty = OfficeTimeShow;
  AdminJS.UserComponents.DefaultDatetimeEditProperty = OfficeTimeEdit;
  AdminJS.UserComponents.DefaultDatetimeFilterProperty = OfficeTimeFilter;
  AdminJS.UserComponents.OpsWelcome = OpsWelcome;
  AdminJS.UserComponents.Version = TopBarBackLink;
})();
