#include "platform/web/web_table.h"

#include "app/preferences.h"
#include "platform/web/page_calls.h"
#include "session/languages.h"

#include <iostream>

namespace shn::web {

WebTable& web_table() {
    static WebTable web;
    return web;
}

bool paint(WebTable& web) {
    if (!web.shell->paint() || web.first_frame_told) return false;
    web.first_frame_told = true;
    shn_first_frame();
    return true;
}

void fatal(const std::string& problem) {
    std::cerr << "sh-narrator: " << problem << std::endl;
    shn_fatal(problem.c_str());
}

std::string spoken_ids() {
    std::string ids;
    for (const Language& language : kLanguages)
        ids += (ids.empty() ? "" : " ") + std::string(language.id);
    return ids;
}

void title_page(WebTable& web) {
    const Preferences& preferences = web.shell->app().preferences();
    if (preferences.language() == web.titled) return;
    web.titled = preferences.language();
    shn_set_title(preferences.catalogue().text("ui.app_title").c_str(), web.titled.c_str());
}

} // namespace shn::web
