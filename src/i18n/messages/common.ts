const en = {
  'app.name': 'Emission Desk',
  // The page's text for a browser that runs no JavaScript (build/app-shell.ts writes it in).
  'app.noscript': 'Emission Desk needs JavaScript.',
  'app.tagline': 'Emission calculations and certificates',
  'app.skipToContent': 'Skip to content',
  'nav.label': 'Main',
  'language.label': 'Language',
  'nav.event': 'Event',
  'nav.hotel': 'Hotel stay',
  'nav.bulk': 'Bulk',
  'nav.certificates': 'Certificates',
  'nav.settings': 'Settings',
  'service.sandbox': 'Sandbox service',
  'service.custom': 'Service: {host}',
  'service.credentialsSet': 'credentials set',
  'service.credentialsMissing': 'no credentials',
  'service.gateway': 'This site’s service',
  'certificatesOnly.title': 'This site only shows certificates',
  'certificatesOnly.body':
    'Calculations are not offered here. Open a certificate by the link you received, or look it up by its booking reference or record id.',
  'certificatesOnly.lookup': 'Look up a certificate',
  'service.status.ok': 'last call succeeded',
  'service.status.rejected': 'credentials rejected',
  'service.label.custom': 'Connected service: {host}',
  'service.label.sandbox': 'Connected to the sandbox service',
  'service.label.gateway': 'Connected to this site’s service',
  'common.loading': 'Loading…',
  'common.retry': 'Try again',
  // A calculator's form: the example again, the kept input and its result left behind.
  'common.startOver': 'Start over',
  'common.openSettings': 'Open settings',
  'common.close': 'Close',
  'common.yes': 'Yes',
  'common.no': 'No',
  'common.derived': 'derived',
  'offline.banner':
    'You are offline. What is shown stays here; new calculations wait until you are back online.',
  'offline.waiting': 'Waiting for the connection: this is sent as soon as you are back online.',
  'offline.banner.sandboxHere': 'You are offline. The demo runs in this browser and keeps working.',
  'sandbox.starting': 'Getting the demo ready… This happens on the first visit only.',
  'sandbox.unsupported':
    'The demo cannot run in this window: it needs Service Workers, which private windows and addresses other than https or localhost may not offer. Open it in a normal window over https, or choose a real service in the settings.',
  'sandbox.failed':
    'The demo could not start in this browser. Reload the page, or choose a real service in the settings.',
  'error.cors':
    'The service did not allow this site to call it (CORS): its operator must allow this site’s address.',
  'error.notReady':
    'The demo cannot run in this window (it needs Service Workers). Open it in a normal window over https, or choose a real service in the settings.',
  'notFound.title': 'Page not found',
  'notFound.body': 'There is no page at this address.',
  'notFound.home': 'Go to the event calculator',
  'routeError.title': 'Something went wrong on this page',
  'routeError.body': 'The rest of the app still works. Try again, or go to another page.',
  'error.network':
    'The service could not be reached. Check your connection and the service address; a service on another site must also allow this app (CORS).',
  'error.offline': 'You are offline. Connect to the internet and try again.',
  'error.timeout':
    'The service did not answer in time. Try again, or allow more time in the settings.',
  'error.redirect':
    'The service answered with a redirect. For safety the app does not follow it: check the service address in the settings.',
  'error.unparseable': 'The service sent an answer the app cannot read. Try again later.',
  'error.contract':
    'The service sent an answer of an unexpected shape (at {fields}), so the app does not show it. If this persists, tell the service’s operator.',
  'error.contract.figure':
    'The service sent figures the app cannot trust (at {fields}): an emission must be a number that is neither negative nor absurdly large. Nothing is shown; if this persists, tell the service’s operator.',
  'error.contract.figureText':
    'The service sent “{value}” where a number belongs (at {fields}), and the app cannot read that as a number. Nothing is shown; if this persists, tell the service’s operator.',
  'error.contract.notCertificate':
    'The service’s answer is not a certificate: it holds none of a certificate’s fields. Nothing is shown; if this persists, tell the service’s operator.',
  'error.contract.unit':
    'The service reports its figure in “{unit}”, which this app cannot convert to kilograms or tonnes. Nothing is shown; if this persists, tell the service’s operator.',
  'error.http.400': 'The service did not accept the request. Check the input.',
  'error.http.401': 'The service rejected the credentials. Check them in the settings.',
  'error.http.403': 'The credentials are not allowed to do this. Check them in the settings.',
  'error.certificatesOnly': 'This site only shows certificates: calculations are not offered here.',
  'error.http.404':
    'The service has nothing at this address. Check the service address in the settings.',
  'error.http.408': 'The service took too long to receive the request. Try again.',
  'error.http.409': 'The service reported a conflict. Try again.',
  'error.http.413': 'The request is too large for the service. Shorten the input.',
  'error.http.422': 'The service could not process these values. Check the input.',
  'error.http.429': 'The service is receiving too many requests. Try again in a moment.',
  'error.http.429.wait': 'The service is receiving too many requests. Try again in {seconds} s.',
  'error.http.5xx': 'The service has a problem right now. Try again in a moment.',
  'error.http.5xx.wait': 'The service has a problem right now. Try again in {seconds} s.',
  'error.http.other': 'The service answered with an error. Try again later.',
  'error.server.rate-limited':
    'This site has received too many requests from your address. Try again in a minute.',
  'error.server.rate-limited.wait':
    'This site has received too many requests from your address. Try again in {seconds} s.',
  'error.server.limit-unavailable':
    'This site cannot take requests right now. Try again in a moment.',
  'error.server.limit-unavailable.wait':
    'This site cannot take requests right now. Try again in {seconds} s.',
  'error.server.service-timeout':
    'The service behind this site did not answer in time. Try again in a moment.',
  'error.server.service-unreachable':
    'This site could not reach its service. Try again in a moment.',
  'error.server.service-failed':
    'The service behind this site has a problem right now. Try again in a moment.',
  'error.server.service-failed.wait':
    'The service behind this site has a problem right now. Try again in {seconds} s.',
  'error.server.service-answer':
    'The service behind this site sent an answer this site does not pass on. Try again later.',
  'error.server.not-offered': 'This site does not offer this request.',
  'error.server.too-large': 'The request is larger than this site accepts. Shorten the input.',
  'error.server.unsupported-body':
    'This site takes requests only in its own format, and this one came in another. Reload the page and try again.',
  'error.server.malformed-body':
    'This site could not read the request. Reload the page and try again.',
  'error.server.no-service':
    'This site has no service set up. Choose the sandbox or a service of your own in the settings.',
  'error.server.no-sandbox':
    'The built-in sandbox is not offered on this site. Choose another service in the settings.',
  'error.field.service': 'The service did not accept this value: “{message}”',
  'error.field.serviceNoWords': 'The service did not accept this value.',
  'error.field.notAccepted': 'not accepted',
  'error.serviceSaid': 'The service said: “{message}”',
  'error.unknown': 'Something unexpected happened. Try again.',
  'validation.required': 'Enter a value.',
  'validation.number': 'Enter a whole number.',
  'validation.notWholeNumber': '“{text}” is not a whole number.',
  'validation.min': 'Enter at least {min}.',
  'validation.max': 'Enter at most {max}.',
  'validation.tooLong': 'Use at most {max} characters.',
  'validation.choose': 'Choose one of the options.',
  'validation.format': 'This value has the wrong format.',
  'validation.maxItems': 'Add at most {max} entries.',
  'validation.summary': 'Please correct the highlighted fields.',
  'levers.title': 'What would lower it',
  'levers.intro': 'Variants of the same input, calculated by the service, sorted by savings.',
  'levers.apply': 'Apply',
  'levers.applyLabel': 'Apply: {lever}',
  'levers.loading': 'Calculating…',
  'levers.failed': 'This variant could not be calculated.',
  'levers.retryLabel': 'Try again: {lever}',
  'levers.saves': 'saves {amount} ({percent})',
  'levers.adds': 'adds {amount} ({percent})',
  'levers.none': 'No variant applies to this input.',
  'levers.chart.title': 'Each variant’s total beside the current one',
  'levers.chart.note': 'One scale for all bars. The hatched bar is the current input.',
  'levers.chart.current': 'Current input',
  'levers.chart.variant': 'Variant',
  'chart.label': 'Part',
  'scale.car': 'For a sense of scale: as much as an average car emits driving roughly {km} km.',
  'scale.source':
    'Comparison only, not a claim about this calculation: {factor} kg CO₂e per km, UK government conversion factors (2021), average car.',
  'result.total': 'Total emissions',
  'result.exact': 'As reported by the service: {value}',
  'result.outdated': 'Outdated: the new result is on its way.',
  'limit.title': 'Not calculated yet',
  'limit.reached.service':
    'A limit was reached: the service is receiving too many requests and asked to wait.',
  'limit.reached.site':
    'A limit was reached: this site has received too many requests from your address.',
  'wait.countdown': 'Calculating again in {seconds} s.',
  'wait.now': 'Calculating again now.',
  'result.outdated.limit': 'Outdated: the limit was reached.',
  'levers.limited': 'A limit was reached.',
  'result.derivedNote': 'Derived by the app from the total.',
  'result.exportCsv': 'Export CSV',
  'result.print': 'Print',
} as const;

/** English: the catalog every language falls back to. */
export const common = { en };
