// The async boundary lets Module Federation negotiate shared singletons before any of them runs. Nothing
// awaits it: a failed load surfaces as the page's unhandled rejection, like any other script error.
void import('./bootstrap');
