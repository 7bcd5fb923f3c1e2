#include "cli/screenshot_command.h"

#include "app/app_context.h"
#include "app/canvas.h"
#include "app/panel.h"
#include "app/panels/games_panel.h"
#include "app/screens.h"
#include "server/qr_code.h"
#include "session/log_error_text.h"

#include <SDL.h>
#include <SDL_image.h>
#include <SDL_ttf.h>

#include <fstream>
#include <iostream>
#include <optional>
#include <string>
#include <unistd.h>

namespace shn {

int render_screenshot(const std::filesystem::path& data_directory, const std::string& language,
                      const std::string& screen, int width, int height, const std::string& log,
                      const std::filesystem::path& output, int& overflows, bool claims_and_odds,
                      bool discussion_timer, bool phones_strip, bool as_phone) {
    overflows = 0;
    SDL_Surface* surface =
        SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_RGBA32);
    if (!surface) return 1;
    SDL_Renderer* renderer = SDL_CreateSoftwareRenderer(surface);
    int status = 0;
    {
        Fonts fonts(data_directory / "assets" / "fonts");
        // A throwaway folder for the autosave and the games kept: a
        // screenshot never touches the real ones.
        const auto scratch = std::filesystem::temp_directory_path() /
                             ("sh-narrator-screenshot-" + std::to_string(::getpid()));
        AppContext app(data_directory, language, false, scratch / "autosave.jsonl");
        std::optional<KeptGame> kept_game;
        app.settings().analysis = claims_and_odds; // never saved: no settings file here
        if (discussion_timer) app.settings().discussion_seconds = 90;
        if (phones_strip) { // the board served, as the table shows it (an example address)
            PhoneBoard& phones = app.phone_board();
            phones.available = phones.serving = true;
            phones.address = "http://192.168.1.20:8080/";
            phones.viewers = 3;
            const QrCode code = QrCode::encode(phones.address);
            phones.code_size = code.size;
            phones.code = code.dark;
        }
        app.set_viewer(as_phone);
        if (!log.empty()) {
            std::ifstream in(log, std::ios::binary);
            LogReadResult loaded = GameLog::read(in);
            if (loaded.error) { // GameLog::read reports every log it did not read whole
                std::cerr << "sh-narrator: " << log << ": "
                          << describe_log_error(loaded, app.catalogue()) << '\n';
                status = 1;
            } else if (screen == "games" || screen == "kept_game") {
                // The games kept: this log, and a damaged file beside it.
                const GameArchive& archive = app.archive();
                const auto kept = archive.folder() / "20261123-141000.jsonl";
                std::error_code error;
                std::filesystem::create_directories(archive.folder(), error);
                std::ofstream(archive.folder() / "20261122-200000.jsonl")
                    << "{\"type\":\"setup\"\n";
                if (!archive.keep(*loaded.log, kept)) status = 1;
                if (screen == "kept_game") {
                    for (const KeptGame& game : archive.list())
                        if (game.file == kept) kept_game = game;
                    app.show_kept_game(std::move(*loaded.log));
                }
            } else {
                app.adopt_game(std::move(*loaded.log));
            }
        } else if (screen != "home" && screen != "new_game" && screen != "settings") {
            app.new_game(7, {});
        }
        std::unique_ptr<Panel> panel = status != 0 ? nullptr
                                       : kept_game
                                           ? std::make_unique<KeptGamePanel>(app, *kept_game)
                                           : make_screen(screen, app);
        if (status == 0 && !panel) {
            std::cerr << "sh-narrator: "
                      << app.catalogue().format("cli.unknown_option", {{"detail", screen}}) << '\n';
            status = 2;
        }
        if (panel) {
            app.open(std::move(panel));
            Canvas canvas(renderer, fonts, width, height);
            for (int handovers = 0; handovers < 3; ++handovers) { // as in the app's loop
                Panel* drawn = app.top();
                drawn->paint(canvas);
                if (app.top() == drawn) break;
            }
            SDL_RenderPresent(renderer);
            overflows = canvas.overflows();
            if (IMG_SavePNG(surface, output.c_str()) != 0) {
                std::cerr << "sh-narrator: " << output.string() << ": " << IMG_GetError() << '\n';
                status = 1;
            }
        }
        std::error_code error;
        std::filesystem::remove_all(scratch, error);
    }
    SDL_DestroyRenderer(renderer);
    SDL_FreeSurface(surface);
    TTF_Quit();
    return status;
}

} // namespace shn
