// Imported for its effect by every module whose components call the API through RTK Query
// hooks: loading such a module hands the api slice to the store (see provideStoreApi), so a
// guest's catalog pages, which import none of them, load without RTK Query.
import { api } from '@shop/core/api';
import { provideStoreApi } from '~/store';

provideStoreApi(api);
