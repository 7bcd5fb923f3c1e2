// Redraw benchmark: the table screen at 1920x1080 drawn with SDL's software
// renderer (the worst case: a Pi without GPU acceleration), the median of
// 101 full redraws. Usage: shn-redraw-bench [LOG] [WIDTHxHEIGHT] [table-view]
// (the last: the seats around the screen's edge, each turned to its player).
#include "app/app_context.h"
#include "app/canvas.h"
#include "app/panel.h"
#include "app/screens.h"
#include "platform/posix/app_paths.h"
#include "platform/posix/posix_store.h"
#include "platform/sdl/offscreen_image.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

int main(int argc, char** argv) {
    using namespace shn;
    const auto data = find_data_directory();
    if (!data) return 1;
    const std::string log =
        argc > 1 ? argv[1] : (*data / "tests/golden/accepted/phase_veto_9p.jsonl").string();
    int width = 1920, height = 1080;
    if (argc > 2) std::sscanf(argv[2], "%dx%d", &width, &height);

    std::vector<double> milliseconds;
    {
        Fonts fonts(*data / "assets" / "fonts");
        OffscreenImage image(width, height, fonts);
        const auto scratch =
            std::filesystem::temp_directory_path() / "sh-narrator-redraw-bench.jsonl";
        AppContext app(platform_store(), *data, "en", scratch);
        std::ifstream in(log, std::ios::binary);
        LogReadResult loaded = GameLog::read(in);
        if (!loaded.log) return 1;
        app.table().adopt(std::move(*loaded.log));
        if (argc > 3 && std::string(argv[3]) == "table-view")
            app.preferences().settings().table_view = true;
        app.stack().start_with(Screen::Table);
        for (int run = 0; run < 101; ++run) {
            const auto start = std::chrono::steady_clock::now();
            Canvas canvas(image.surface(), width, height);
            app.stack().top()->paint(canvas);
            milliseconds.push_back(
                std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
                    .count());
        }
        std::filesystem::remove(scratch);
    }
    std::sort(milliseconds.begin(), milliseconds.end());
    std::printf("{\"size\":\"%dx%d\",\"runs\":%zu,\"redraw_median_ms\":%.2f,\"max_ms\":%.2f}\n",
                width, height, milliseconds.size(), milliseconds[milliseconds.size() / 2],
                milliseconds.back());
    return 0;
}
